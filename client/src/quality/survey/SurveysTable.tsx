import { useMutation } from '@apollo/client/react';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Stop from '@mui/icons-material/Stop';
import Visibility from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ActivateQualitySurveyDocument,
  DeactivateQualitySurveyDocument,
  DeleteQualitySurveyDocument,
  DuplicateQualitySurveyDocument,
  type QualitySurveyFieldsFragment,
} from '../../gql/graphql';
import { useConfirmedAction } from '../../shell/feedback/use-confirmed-action';
import { formatLabDateTime } from '../../shell/format/lab-time';
import { surveyEditPath } from './survey-paths';

type Survey = QualitySurveyFieldsFragment;
type Props = { items: readonly Survey[]; canEdit: boolean; onChanged: () => void };

/** The surveys with their state, questions and answers; the administrator edits, activates, duplicates or deletes them. */
export function SurveysTable({ items, canEdit, onChanged }: Props) {
  const { t, i18n } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [activate] = useMutation(ActivateQualitySurveyDocument);
  const [deactivate] = useMutation(DeactivateQualitySurveyDocument);
  const [duplicate] = useMutation(DuplicateQualitySurveyDocument);
  const [remove] = useMutation(DeleteQualitySurveyDocument);
  const act = async (action: Parameters<typeof confirmedAction>[0]) => {
    if (await confirmedAction(action)) onChanged();
  };

  const actionsOf = (survey: Survey): ReactElement[] => {
    const title = survey.title;
    const variables = { id: survey.id };
    const button = (label: string, icon: ReactElement, onClick: () => void, disabled = false) => (
      <Tooltip key={label} title={label}>
        <span>
          <IconButton aria-label={`${label}: ${title}`} onClick={onClick} disabled={disabled}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
    const edit = (
      <Tooltip key="edit" title={canEdit ? t`Editar` : t`Ver`}>
        <IconButton
          component={RouterLink}
          to={surveyEditPath(survey.id)}
          aria-label={`${canEdit ? t`Editar` : t`Ver`}: ${title}`}
        >
          {canEdit ? <Edit /> : <Visibility />}
        </IconButton>
      </Tooltip>
    );
    if (!canEdit) return [edit];
    return [
      edit,
      survey.active
        ? button(
            t`Desactivar`,
            <Stop />,
            () =>
              void act({
                title: t`Desactivar «${title}»`,
                message: t`Ningún paciente recibirá encuestas hasta que actives otra, y las pendientes dejarán de recibir respuestas. ¿Deseas continuar?`,
                work: () => deactivate({ variables }),
                done: t`Encuesta desactivada.`,
              }),
          )
        : button(
            t`Activar`,
            <PlayArrow />,
            () =>
              void act({
                title: t`Activar «${title}»`,
                message: t`Los pacientes recibirán esta encuesta al entregarse sus resultados. La encuesta activa ahora dejará de recibir respuestas. ¿Deseas continuar?`,
                work: () => activate({ variables }),
                done: t`Encuesta activada.`,
              }),
            survey.questionCount === 0,
          ),
      button(
        t`Duplicar`,
        <ContentCopy />,
        () =>
          void act({
            title: t`Duplicar «${title}»`,
            message: t`Se creará una copia inactiva con las mismas preguntas, que podrás cambiar libremente. ¿Deseas continuar?`,
            work: () => duplicate({ variables }),
            done: t`Encuesta duplicada.`,
          }),
      ),
      button(
        t`Eliminar`,
        <DeleteOutlined />,
        () =>
          void act({
            title: t`Eliminar «${title}»`,
            message: t`La encuesta y sus preguntas serán eliminadas. ¿Deseas continuar?`,
            work: () => remove({ variables }),
            done: t`Encuesta eliminada.`,
          }),
        survey.responseCount > 0,
      ),
    ];
  };

  return (
    <TableContainer component={Paper}>
      <Table aria-label={t`Encuestas de calidad`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Título</Trans>
            </TableCell>
            <TableCell>
              <Trans>Estado</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Preguntas</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Respuestas</Trans>
            </TableCell>
            <TableCell>
              <Trans>Actualizada</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Acciones</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((survey) => (
            <TableRow key={survey.id}>
              <TableCell sx={{ minWidth: 200 }}>{survey.title}</TableCell>
              <TableCell>
                {survey.active ? (
                  <Chip size="small" color="success" label={t`Activa`} />
                ) : (
                  <Chip size="small" variant="outlined" label={t`Inactiva`} />
                )}
              </TableCell>
              <TableCell align="right">{survey.questionCount}</TableCell>
              <TableCell align="right">{survey.responseCount}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLabDateTime(survey.updatedAt, i18n.locale)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {actionsOf(survey)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
