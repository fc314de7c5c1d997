import { useEffect, useLayoutEffect, useRef } from 'react'
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
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => isSafeLink(url), HTMLAttributes: { rel: 'noopener noreferrer', target: null } },
  }),
  TextStyle,
  Color,
  FontSize,
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
]

/** The Tiptap editor with its toolbar (lazy chunk of `RichTextField`). */
export default function RichTextEditor({ id, value, onChange, onBlur, labelledBy, describedBy, invalid }: RichTextEditorProps) {
  const handlers = useRef({ onChange, onBlur })
  useLayoutEffect(() => {
    handlers.current = { onChange, onBlur }
  })
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
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: changed }) => handlers.current.onChange(changed.isEmpty ? '' : changed.getHTML()),
    onBlur: () => handlers.current.onBlur?.(),
  })

  const attributesKey = JSON.stringify(attributes)
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } })
  }, [editor, attributesKey])

  // A value set from outside (a reset after saving) replaces the content; typing does not loop back.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  return (
    <div className="ts-rich-text__frame">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  )
}
