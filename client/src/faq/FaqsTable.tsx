import { useMutation } from '@apollo/client/react';
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
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { serverErrorMessage } from '../api/graphql-errors';
import { DeleteFaqDocument, ReorderFaqsDocument, type AdminFaqFieldsFragment } from '../gql/graphql';
import { useLoading, useSnackbar } from '../shell/feedback/feedback-context';
import { useConfirmedAction } from '../shell/feedback/use-confirmed-action';
import { FaqStateChip } from './FaqStateChip';
import { faqEditPath } from './faq-paths';
import { droppedIds, movedIds } from './moved-ids';

type Props = { faqs: AdminFaqFieldsFragment[]; canReorder: boolean; onChanged: () => void };

/**
 * The FAQ rows in the app's order. A row moves by dragging it onto another, or with its "Subir" and
 * "Bajar" buttons from the keyboard; only on the whole list, not on a search's rows.
 */
export function FaqsTable({ faqs, canReorder, onChanged }: Props) {
  const { t } = useLingui();
  const confirmedAction = useConfirmedAction();
  const loading = useLoading();
  const snackbar = useSnackbar();
  const [deleteFaq] = useMutation(DeleteFaqDocument);
  const [reorderFaqs] = useMutation(ReorderFaqsDocument);

  const remove = async (faq: AdminFaqFieldsFragment) => {
    const question = faq.question;
    const removed = await confirmedAction({
      title: t`Eliminar «${question}»`,
      message: `${t`La pregunta será eliminada.`} ${t`¿Deseas continuar?`}`,
      work: () => deleteFaq({ variables: { id: faq.id } }),
      done: t`Pregunta eliminada.`,
    });
    if (removed) onChanged();
  };

  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);

  const saveOrder = async (ids: string[]) => {
    try {
      await loading.during(reorderFaqs({ variables: { ids } }));
      snackbar.success(t`Orden guardado.`);
      onChanged();
    } catch (error) {
      snackbar.error(serverErrorMessage(error));
    }
  };

  return (
    <>
      {!canReorder && (
        <Typography variant="body2" color="text.secondary">
          <Trans>Para cambiar el orden, borra la búsqueda.</Trans>
        </Typography>
      )}
      <TableContainer component={Paper}>
        <Table aria-label={t`Preguntas frecuentes`}>
          <TableHead>
            <TableRow>
              <TableCell align="right">
                <Trans>Orden</Trans>
              </TableCell>
              <TableCell>
                <Trans>Pregunta</Trans>
              </TableCell>
              <TableCell>
                <Trans>Estado</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Acciones</Trans>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {faqs.map((faq, index) => {
              const question = faq.question;
              return (
                <TableRow
                  key={faq.id}
                  hover
                  selected={target === index && dragged !== index}
                  draggable={canReorder}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', faq.id);
                    setDragged(index);
                  }}
                  onDragOver={(event) => {
                    if (dragged === null) return;
                    event.preventDefault();
                    setTarget(index);
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragged !== null && dragged !== index) void saveOrder(droppedIds(faqs, dragged, index));
                    setDragged(null);
                    setTarget(null);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setTarget(null);
                  }}
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
                    {faq.position}
                  </TableCell>
                  <TableCell sx={{ fontWeight: 500, minWidth: 220 }}>{question}</TableCell>
                  <TableCell>
                    <FaqStateChip state={faq.state} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t`Subir`}>
                      <span>
                        <IconButton
                          disabled={!canReorder || index === 0}
                          onClick={() => void saveOrder(movedIds(faqs, index, -1))}
                          aria-label={t`Subir ${question}`}
                        >
                          <ArrowUpward />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t`Bajar`}>
                      <span>
                        <IconButton
                          disabled={!canReorder || index === faqs.length - 1}
                          onClick={() => void saveOrder(movedIds(faqs, index, 1))}
                          aria-label={t`Bajar ${question}`}
                        >
                          <ArrowDownward />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t`Editar`}>
                      <IconButton component={RouterLink} to={faqEditPath(faq.id)} aria-label={t`Editar ${question}`}>
                        <Edit />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t`Eliminar`}>
                      <IconButton color="error" onClick={() => void remove(faq)} aria-label={t`Eliminar ${question}`}>
                        <DeleteOutlined />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
