import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineRichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The controls the toolbar offers; the server's allow-list (platform/rich-text.ts) keeps each of them. */
const LABEL_KEYS = [
  'boldControlLabel',
  'italicControlLabel',
  'underlineControlLabel',
  'strikeControlLabel',
  'clearFormattingControlLabel',
  'h2ControlLabel',
  'h3ControlLabel',
  'h4ControlLabel',
  'bulletListControlLabel',
  'orderedListControlLabel',
  'blockquoteControlLabel',
  'codeControlLabel',
  'hrControlLabel',
  'linkControlLabel',
  'unlinkControlLabel',
  'undoControlLabel',
  'redoControlLabel',
  'linkEditorInputLabel',
  'linkEditorInputPlaceholder',
  'linkEditorExternalLink',
  'linkEditorInternalLink',
  'linkEditorSave',
] as const;

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  disabled?: boolean;
  required?: boolean;
  error?: string;
}

/** An empty editor holds `<p></p>`: stored as no text at all. */
const EMPTY_DOCUMENT = '<p></p>';

/**
 * Mantine's tiptap editor (StarterKit: headings, lists, emphasis, quotes, code, rules; links).
 * Loaded on its own (BoundRichTextEditor imports it lazily), so no list and not the sign-in page pays
 * for it. What it produces is sanitised again by the server on every write.
 */
export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  disabled,
  required,
  error,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const labels = useMemo(
    () =>
      Object.fromEntries(
        LABEL_KEYS.map((key) => [key, t(`kit.richText.${key}`)]),
      ) as Partial<RichTextEditorLabels>,
    [t],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange(html === EMPTY_DOCUMENT ? '' : html);
    },
    onBlur: () => onBlur(),
  });

  // useEditor may hand back an editor it has destroyed meanwhile (a remount): leave that one alone.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);
  // A value set from outside (a reset, a reload after a 409) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if ((value || EMPTY_DOCUMENT) !== current && value !== (current === EMPTY_DOCUMENT ? '' : current)) {
      editor.commands.setContent(value || '', { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }} withAsterisk={required} error={error}>
      <MantineRichTextEditor editor={editor} labels={labels} data-invalid={error ? true : undefined}>
        {disabled ? null : (
          <MantineRichTextEditor.Toolbar>
            <MantineRichTextEditor.ControlsGroup>
              <MantineRichTextEditor.Bold />
              <MantineRichTextEditor.Italic />
              <MantineRichTextEditor.Underline />
              <MantineRichTextEditor.Strikethrough />
              <MantineRichTextEditor.ClearFormatting />
              <MantineRichTextEditor.Code />
            </MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.ControlsGroup>
              <MantineRichTextEditor.H2 />
              <MantineRichTextEditor.H3 />
              <MantineRichTextEditor.H4 />
            </MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.ControlsGroup>
              <MantineRichTextEditor.BulletList />
              <MantineRichTextEditor.OrderedList />
              <MantineRichTextEditor.Blockquote />
              <MantineRichTextEditor.Hr />
            </MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.ControlsGroup>
              <MantineRichTextEditor.Link />
              <MantineRichTextEditor.Unlink />
            </MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.ControlsGroup>
              <MantineRichTextEditor.Undo />
              <MantineRichTextEditor.Redo />
            </MantineRichTextEditor.ControlsGroup>
          </MantineRichTextEditor.Toolbar>
        )}
        <MantineRichTextEditor.Content />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
