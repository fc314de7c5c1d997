import { useEffect, useLayoutEffect, useRef } from 'react'
import { Spinner } from '@tessera/shared/ui/spinner'
import { styleNonce } from '@tessera/shared/ui/style-nonce'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import TextAlign from '@tiptap/extension-text-align'
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style'
import { isSafeLink } from './link-rules'
import { Toolbar } from './toolbar'
import './rich-text.css'

export type RichTextEditorProps = {
  id: string
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  labelledBy: string
  describedBy?: string
  invalid?: boolean
}

/**
 * Only what the toolbar makes and the server keeps (api rich_text allow-list): no code, code
 * blocks or rules; links limited to http(s), mailto and tel. Pasted markup goes through the same
 * schema, so scripts, images and event handlers never enter the document.
 */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isSafeLink(url),
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
    },
  }),
  TextStyle,
  Color,
  FontSize,
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
]

/** The Tiptap editor with its toolbar (lazy chunk of `RichTextField`). */
export default function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const handlers = useRef({ onChange, onBlur })
  useLayoutEffect(() => {
    handlers.current = { onChange, onBlur }
  })
  // The HTML the editor holds: what it was given or last emitted (typing does not loop back).
  const held = useRef(value)
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: 'ts-rich-text__content',
  }
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: { attributes },
    // Created in an effect, once mounted: an instance made during render may be destroyed by
    // Tiptap before React commits a slow render, and would then be used after its destruction.
    immediatelyRender: false,
    // Its base `<style>` is allowed by the page's nonce (docs/DECISIONS.md "Security headers").
    injectNonce: styleNonce(),
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: changed }) => {
      held.current = changed.isEmpty ? '' : changed.getHTML()
      handlers.current.onChange(held.current)
    },
    onBlur: () => handlers.current.onBlur?.(),
  })

  const attributesKey = JSON.stringify(attributes)
  useEffect(() => {
    if (editor && !editor.isDestroyed)
      editor.setOptions({
        editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> },
      })
  }, [editor, attributesKey])

  // A value set from outside (a reset after saving) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === held.current) return
    held.current = value
    editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  if (!editor) return <Spinner />
  return (
    <div className="ts-rich-text__frame">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  )
}
