import { useLingui } from '@lingui/react/macro'
import type { ToolOption } from './toolbar-controls'

/** The toolbar's choices; sizes and colours are values the server's allow-list keeps. */
export function useToolOptions() {
  const { t } = useLingui()
  const blocks: ToolOption[] = [
    { value: '0', label: t`Paragraph` },
    { value: '1', label: t`Heading 1` },
    { value: '2', label: t`Heading 2` },
    { value: '3', label: t`Heading 3` },
  ]
  const sizes: ToolOption[] = [
    { value: '', label: t`Normal size` },
    { value: '14px', label: t`Small` },
    { value: '20px', label: t`Large` },
    { value: '28px', label: t`Extra large` },
  ]
  const colors: ToolOption[] = [
    { value: '', label: t`Default colour` },
    { value: '#b42318', label: t`Red` },
    { value: '#137a3a', label: t`Green` },
    { value: '#175cd3', label: t`Blue` },
    { value: '#b54708', label: t`Orange` },
    { value: '#6941c6', label: t`Purple` },
    { value: '#556070', label: t`Grey` },
  ]
  const alignments = [
    { value: 'left', label: t`Align left` },
    { value: 'center', label: t`Align centre` },
    { value: 'right', label: t`Align right` },
    { value: 'justify', label: t`Justify` },
  ] as const
  return { blocks, sizes, colors, alignments }
}
