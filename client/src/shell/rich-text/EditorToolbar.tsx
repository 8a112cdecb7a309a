import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useLingui } from '@lingui/react/macro';
import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';

type Props = { editor: Editor; disabled: boolean; onLink: () => void; onImage: () => void };

type ToolProps = { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode };

function Tool({ label, active = false, disabled = false, onClick, children }: ToolProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          color={active ? 'primary' : 'default'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          sx={active ? { bgcolor: 'action.selected' } : undefined}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Bold, italic, lists, links and image insertion, with Spanish labels. */
export function EditorToolbar({ editor, disabled, onLink, onImage }: Props) {
  const { t } = useLingui();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t`Formato de la descripción`}
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
    >
      <Tool label={t`Negrita`} active={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()}>
        <FormatBold fontSize="small" />
      </Tool>
      <Tool label={t`Cursiva`} active={state.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()}>
        <FormatItalic fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem />
      <Tool
        label={t`Lista con viñetas`}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulleted fontSize="small" />
      </Tool>
      <Tool
        label={t`Lista numerada`}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumbered fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem />
      <Tool label={t`Insertar enlace`} active={state.link} disabled={disabled} onClick={onLink}>
        <InsertLink fontSize="small" />
      </Tool>
      <Tool
        label={t`Quitar enlace`}
        disabled={disabled || !state.link}
        onClick={() => chain().extendMarkRange('link').unsetLink().run()}
      >
        <LinkOff fontSize="small" />
      </Tool>
      <Tool label={t`Insertar imagen`} disabled={disabled} onClick={onImage}>
        <AddPhotoAlternate fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem />
      <Tool label={t`Deshacer`} disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()}>
        <Undo fontSize="small" />
      </Tool>
      <Tool label={t`Rehacer`} disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()}>
        <Redo fontSize="small" />
      </Tool>
    </Stack>
  );
}
