import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import { useLingui } from '@lingui/react/macro';
import Image from '@tiptap/extension-image';
import { NodeSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { EditorToolbar } from './EditorToolbar';
import { LinkDialog } from './LinkDialog';
import { acceptedImageTypes, imageProblem, uploadEditorImage } from './upload-editor-image';

/** SPEC points 2 and 9: the editor area grows up to 380 px, then scrolls. */
export const editorMaxHeightPx = 380;

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** Upload limit for inserted images, in MB. */
  fileSizeLimitMb: number;
  onUploadError: (message: string) => void;
  error?: string;
  helperText?: string;
  required?: boolean;
};

const imageFilesOf = (files: FileList | null | undefined) =>
  Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));

/**
 * Rich text for the descriptions of courses and study groups (tiptap): bold, italic, lists, links and images, which are
 * uploaded to the server (toolbar, paste or drop) and inserted by their URL.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  fileSizeLimitMb,
  onUploadError,
  error,
  helperText,
  required,
}: Props) {
  const { t } = useLingui();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  const [uploading, setUploading] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  // The editor is created once; its handlers read the latest props through this ref.
  const latest = useRef({ onChange, onBlur, onUploadError, fileSizeLimitMb });
  latest.current = { onChange, onBlur, onUploadError, fileSizeLimitMb };
  const editorRef = useRef<Editor | null>(null);

  const insertImages = async (files: File[]) => {
    for (const file of files) {
      const problem = imageProblem(file, latest.current.fileSizeLimitMb);
      if (problem) {
        latest.current.onUploadError(problem);
        continue;
      }
      setUploading((count) => count + 1);
      try {
        const url = await uploadEditorImage(file);
        editorRef.current?.chain().focus().setImage({ src: url, alt: '' }).run();
      } catch (uploadError) {
        latest.current.onUploadError(uploadError instanceof Error ? uploadError.message : String(uploadError));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };
  const insertImagesRef = useRef(insertImages);
  insertImagesRef.current = insertImages;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'] },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    onUpdate: ({ editor: current }) => latest.current.onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => latest.current.onBlur(),
    editorProps: {
      handlePaste: (_view, event) => {
        const files = imageFilesOf(event.clipboardData?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        void insertImagesRef.current(files);
        return true;
      },
      handleDrop: (_view, event, _slice, moved) => {
        const files = moved ? [] : imageFilesOf(event.dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        void insertImagesRef.current(files);
        return true;
      },
    },
  });
  editorRef.current = editor;

  // Accessible name, description and state of the editable area follow the form field. The
  // editable area exists once the editor is mounted, which may come after this effect: before
  // that, reading editor.view.dom throws and took the whole page down.
  useEffect(() => {
    if (!editor) return;
    const describe = () => {
      if (editor.isDestroyed) return;
      const element = editor.view.dom;
      const attributes: Record<string, string> = {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helperId,
        'aria-invalid': error ? 'true' : 'false',
      };
      if (required) attributes['aria-required'] = 'true';
      for (const [name, attributeValue] of Object.entries(attributes)) element.setAttribute(name, attributeValue);
    };
    if (editor.isInitialized) describe();
    editor.on('mount', describe);
    editor.on('create', describe);
    return () => {
      editor.off('mount', describe);
      editor.off('create', describe);
    };
  }, [editor, labelId, helperId, error, required]);

  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    // Read the files before clearing the input (clearing empties its FileList); clearing lets
    // the same file be chosen again.
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    void insertImages(files);
  };

  const saveLink = (url: string) => {
    setLinkOpen(false);
    if (!editor) return;
    const { from, to, empty } = editor.state.selection;
    const selectsText = !empty && editor.state.doc.textBetween(from, to, ' ').trim() !== '';
    if (selectsText || editor.isActive('link')) {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
      return;
    }
    // Nothing to turn into a link (a cursor, or a selected image): the address goes in as its
    // text, after the image when one is selected.
    const linkText = { type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] };
    if (editor.state.selection instanceof NodeSelection) {
      editor
        .chain()
        .focus()
        .insertContentAt(to, { type: 'paragraph', content: [linkText] })
        .run();
    } else {
      editor.chain().focus().insertContent(linkText).run();
    }
  };

  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <FormLabel id={labelId} error={Boolean(error)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette[error ? 'error' : 'primary'].main}`,
          },
        }}
      >
        {editor && (
          <EditorToolbar
            editor={editor}
            disabled={uploading > 0}
            onLink={() => setLinkOpen(true)}
            onImage={() => fileInput.current?.click()}
          />
        )}
        {uploading > 0 && <LinearProgress aria-label={t`Subiendo imagen`} />}
        <Box
          data-testid="rich-text-area"
          sx={{
            maxHeight: editorMaxHeightPx,
            overflowY: 'auto',
            '& .ProseMirror': { minHeight: 160, px: 1.5, py: 1, outline: 'none' },
            '& .ProseMirror p': { my: 1 },
            '& .ProseMirror img': { maxWidth: '100%', height: 'auto', display: 'block', my: 1 },
            '& .ProseMirror img.ProseMirror-selectednode': {
              outline: 2,
              outlineColor: 'primary.main',
              outlineStyle: 'solid',
            },
            '& .ProseMirror a': { color: 'primary.main' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <FormHelperText id={helperId} error={Boolean(error)}>
        {error ?? helperText}
      </FormHelperText>
      <input
        ref={fileInput}
        type="file"
        accept={acceptedImageTypes.join(',')}
        hidden
        onChange={pickImage}
        data-testid="rich-text-image-input"
      />
      <LinkDialog
        open={linkOpen}
        initialUrl={editor?.getAttributes('link').href ?? ''}
        onClose={() => setLinkOpen(false)}
        onSave={saveLink}
      />
    </Box>
  );
}
