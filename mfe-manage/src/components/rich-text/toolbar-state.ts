import { useEditorState, type Editor } from '@tiptap/react'

/** What the toolbar shows as pressed or chosen for the current selection. */
export function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      align:
        (['left', 'center', 'right', 'justify'] as const).find((value) =>
          current.isActive({ textAlign: value }),
        ) ?? 'left',
      block: ([1, 2, 3] as const).find((level) => current.isActive('heading', { level })) ?? 0,
      color: (current.getAttributes('textStyle').color as string | undefined) ?? '',
      fontSize: (current.getAttributes('textStyle').fontSize as string | undefined) ?? '',
    }),
  })
}
