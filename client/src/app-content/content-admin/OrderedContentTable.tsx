import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { serverErrorMessage } from '../../api/graphql-errors';
import type { PublicationState } from '../../gql/graphql';
import { useLoading, useSnackbar } from '../../shell/feedback/feedback-context';
import { PublicationStateChip } from './PublicationStateChip';
import { droppedIds, movedIds } from './moved-ids';

/** A row of app content as its list needs it. */
export type OrderedItem = { id: string; position: number; state: PublicationState };

export type ContentColumn<T> = { header: ReactNode; cell: (item: T) => ReactNode; minWidth?: number };

type Props<T extends OrderedItem> = {
  items: readonly T[];
  /** The table's accessible name. */
  label: string;
  /** How the row is named in its buttons' labels ("Editar …"). */
  nameOf: (item: T) => string;
  /** Columns between the order and the state (a thumbnail, the name…). */
  columns: readonly ContentColumn<T>[];
  /** Whether the state agrees with a feminine noun (Publicada). */
  feminine?: boolean;
  editPath: (id: string) => string;
  /** Only the whole list can be reordered, not a search's rows. */
  canReorder: boolean;
  /** Saves a new order (every id, first to last). */
  onReorder: (ids: string[]) => Promise<unknown>;
  onDelete: (item: T) => void;
  /** Staff who read the list without changing it: no moving, editing or deleting. */
  readOnly?: boolean;
};

/**
 * App content in the app's order. A row moves by dragging it onto another, or with its "Subir"
 * and "Bajar" buttons from the keyboard; a saved order shows a snackbar.
 */
export function OrderedContentTable<T extends OrderedItem>(props: Props<T>) {
  const { items, label, nameOf, columns, editPath, onDelete, readOnly = false } = props;
  const canReorder = props.canReorder && !readOnly;
  const { t } = useLingui();
  const loading = useLoading();
  const snackbar = useSnackbar();
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);

  const saveOrder = async (ids: string[]) => {
    try {
      await loading.during(props.onReorder(ids));
      snackbar.success(t`Orden guardado.`);
    } catch (error) {
      snackbar.error(serverErrorMessage(error));
    }
  };
  const endDrag = () => {
    setDragged(null);
    setTarget(null);
  };

  return (
    <>
      {!readOnly && !canReorder && (
        <Typography variant="body2" color="text.secondary">
          <Trans>Para cambiar el orden, borra la búsqueda.</Trans>
        </Typography>
      )}
      <TableContainer component={Paper}>
        <Table aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell align="right">
                <Trans>Orden</Trans>
              </TableCell>
              {columns.map((column, index) => (
                <TableCell key={index}>{column.header}</TableCell>
              ))}
              <TableCell>
                <Trans context="situación de un elemento de una lista">Estado</Trans>
              </TableCell>
              {!readOnly && (
                <TableCell align="right">
                  <Trans>Acciones</Trans>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item, index) => {
              const name = nameOf(item);
              return (
                <TableRow
                  key={item.id}
                  hover
                  selected={target === index && dragged !== index}
                  draggable={canReorder}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', item.id);
                    setDragged(index);
                  }}
                  onDragOver={(event) => {
                    if (dragged === null) return;
                    event.preventDefault();
                    setTarget(index);
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragged !== null && dragged !== index) void saveOrder(droppedIds(items, dragged, index));
                    endDrag();
                  }}
                  onDragEnd={endDrag}
                  sx={canReorder ? { cursor: 'grab' } : undefined}
                >
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {canReorder && (
                      <DragIndicator
                        fontSize="small"
                        color="action"
                        aria-hidden
                        sx={{ verticalAlign: 'middle', mr: 0.5 }}
                      />
                    )}
                    {item.position}
                  </TableCell>
                  {columns.map((column, columnIndex) => (
                    <TableCell key={columnIndex} sx={column.minWidth ? { minWidth: column.minWidth } : undefined}>
                      {column.cell(item)}
                    </TableCell>
                  ))}
                  <TableCell>
                    <PublicationStateChip state={item.state} feminine={props.feminine} />
                  </TableCell>
                  {!readOnly && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t`Subir`}>
                        <span>
                          <IconButton
                            disabled={!canReorder || index === 0}
                            onClick={() => void saveOrder(movedIds(items, index, -1))}
                            aria-label={t`Subir ${name}`}
                          >
                            <ArrowUpward />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title={t`Bajar`}>
                        <span>
                          <IconButton
                            disabled={!canReorder || index === items.length - 1}
                            onClick={() => void saveOrder(movedIds(items, index, 1))}
                            aria-label={t`Bajar ${name}`}
                          >
                            <ArrowDownward />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title={t`Editar`}>
                        <IconButton component={RouterLink} to={editPath(item.id)} aria-label={t`Editar ${name}`}>
                          <Edit />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t`Eliminar`}>
                        <IconButton color="error" onClick={() => onDelete(item)} aria-label={t`Eliminar ${name}`}>
                          <DeleteOutlined />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
