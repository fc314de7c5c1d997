import { useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Editor } from '@tiptap/react'
import { LinkDialog } from './link-dialog'
import { AlignIcon, BulletListIcon, LinkIcon, NumberedListIcon } from './toolbar-icons'
import { ToolButton, ToolSelect } from './toolbar-controls'
import { useToolOptions } from './toolbar-options'
import { useToolbarState } from './toolbar-state'

type Level = 1 | 2 | 3

/**
 * The formatting toolbar (spec "events" §9: bold, italic, underline, strike, colours, align,
 * lists, links, headers, sizes), in the WAI-ARIA toolbar pattern: one tab stop, arrow keys move
 * between controls; toggles say whether they are on with `aria-pressed`.
 */
export function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useLingui()
  const state = useToolbarState(editor)
  const options = useToolOptions()
  const [active, setActive] = useState(0)
  const [linking, setLinking] = useState(false)
  let index = 0
  const roving = () => {
    const position = index++
    return {
      tabIndex: position === active ? 0 : -1,
      'data-toolbar-item': true as const,
      onFocus: () => setActive(position),
    }
  }
  const chain = () => editor.chain().focus()

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-toolbar-item]')]
    const current = items.indexOf(event.target as HTMLElement)
    const target = {
      ArrowRight: (current + 1) % items.length,
      ArrowLeft: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[event.key]
    if (current < 0 || target === undefined) return
    event.preventDefault()
    items[target]?.focus()
  }

  const setBlock = (value: string) =>
    value === '0'
      ? chain().setParagraph().run()
      : chain()
          .toggleHeading({ level: Number(value) as Level })
          .run()
  const setSize = (value: string) =>
    value ? chain().setFontSize(value).run() : chain().unsetFontSize().run()
  const setColor = (value: string) =>
    value ? chain().setColor(value).run() : chain().unsetColor().run()

  return (
    <>
      <div
        role="toolbar"
        aria-label={t`Formatting`}
        className="ts-rich-text__toolbar"
        onKeyDown={onKeyDown}
      >
        <ToolSelect
          label={t`Text style`}
          value={String(state.block)}
          options={options.blocks}
          onChoose={setBlock}
          roving={roving()}
        />
        <ToolSelect
          label={t`Text size`}
          value={state.fontSize}
          options={options.sizes}
          onChoose={setSize}
          roving={roving()}
        />
        <ToolSelect
          label={t`Text colour`}
          value={state.color}
          options={options.colors}
          onChoose={setColor}
          roving={roving()}
        />
        <ToolButton
          label={t`Bold`}
          pressed={state.bold}
          onPress={() => chain().toggleBold().run()}
          roving={roving()}
        >
          <strong aria-hidden="true">B</strong>
        </ToolButton>
        <ToolButton
          label={t`Italic`}
          pressed={state.italic}
          onPress={() => chain().toggleItalic().run()}
          roving={roving()}
        >
          <em aria-hidden="true">I</em>
        </ToolButton>
        <ToolButton
          label={t`Underline`}
          pressed={state.underline}
          onPress={() => chain().toggleUnderline().run()}
          roving={roving()}
        >
          <u aria-hidden="true">U</u>
        </ToolButton>
        <ToolButton
          label={t`Strikethrough`}
          pressed={state.strike}
          onPress={() => chain().toggleStrike().run()}
          roving={roving()}
        >
          <s aria-hidden="true">S</s>
        </ToolButton>
        {options.alignments.map((alignment) => (
          <ToolButton
            key={alignment.value}
            label={alignment.label}
            pressed={state.align === alignment.value}
            onPress={() => chain().setTextAlign(alignment.value).run()}
            roving={roving()}
          >
            <AlignIcon align={alignment.value} />
          </ToolButton>
        ))}
        <ToolButton
          label={t`Bulleted list`}
          pressed={state.bulletList}
          onPress={() => chain().toggleBulletList().run()}
          roving={roving()}
        >
          <BulletListIcon />
        </ToolButton>
        <ToolButton
          label={t`Numbered list`}
          pressed={state.orderedList}
          onPress={() => chain().toggleOrderedList().run()}
          roving={roving()}
        >
          <NumberedListIcon />
        </ToolButton>
        <ToolButton
          label={t`Link`}
          pressed={state.link}
          onPress={() => setLinking(true)}
          roving={roving()}
        >
          <LinkIcon />
        </ToolButton>
      </div>
      <LinkDialog editor={editor} open={linking} onClose={() => setLinking(false)} />
    </>
  )
}
