import { useMutation } from '@apollo/client/react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DeleteStudyDocument, SetStudyVisibleDocument, type StudyCardFieldsFragment } from '../../gql/graphql';
import { useConfirmedAction } from '../../shell/feedback/use-confirmed-action';
import { useIsAdmin } from '../../session/roles';
import { EditStudyDialog } from './EditStudyDialog';
import { StudyAccessLogDialog } from './StudyAccessLogDialog';

type Props = { study: StudyCardFieldsFragment; onChanged: () => void };

/** Editar, Ocultar / Mostrar and Eliminar of a study (admin, office-admin, laboratory); admins also read who opened it. */
export function StudyStaffActions({ study, onChanged }: Props) {
  const { t } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [editing, setEditing] = useState(false);
  const [readingLog, setReadingLog] = useState(false);
  const isAdmin = useIsAdmin();
  const [setStudyVisible] = useMutation(SetStudyVisibleDocument);
  const [deleteStudy] = useMutation(DeleteStudyDocument);
  const typeName = study.studyType.name;

  // Hiding takes a result away from the doctor and the patient: asked first, like deleting.
  const toggleVisible = async () => {
    const visible = !study.visible;
    const changed = await confirmedAction(
      visible
        ? {
            title: t`Mostrar estudio`,
            message: t`El doctor y el paciente volverán a ver este estudio y sus archivos. ¿Deseas continuar?`,
            work: () => setStudyVisible({ variables: { id: study.id, visible } }),
            done: t`El estudio está visible de nuevo para el doctor y el paciente.`,
          }
        : {
            title: t`Ocultar estudio`,
            message: t`El doctor y el paciente dejarán de ver este estudio y sus archivos. ¿Deseas continuar?`,
            work: () => setStudyVisible({ variables: { id: study.id, visible } }),
            done: t`El estudio se ocultó al doctor y al paciente.`,
          },
    );
    if (changed) onChanged();
  };

  const remove = async () => {
    const removed = await confirmedAction({
      title: t`Eliminar estudio`,
      message: t`Se eliminará el estudio completo con todos sus archivos. ¿Deseas continuar?`,
      work: () => deleteStudy({ variables: { id: study.id } }),
      done: t`Estudio eliminado.`,
    });
    if (removed) onChanged();
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        startIcon={<Edit />}
        onClick={() => setEditing(true)}
        aria-label={t`Editar el estudio ${typeName}`}
      >
        <Trans>Editar</Trans>
      </Button>
      <Button
        size="small"
        startIcon={study.visible ? <VisibilityOff /> : <Visibility />}
        onClick={() => void toggleVisible()}
        aria-label={study.visible ? t`Ocultar el estudio ${typeName}` : t`Mostrar el estudio ${typeName}`}
      >
        {study.visible ? <Trans>Ocultar</Trans> : <Trans>Mostrar</Trans>}
      </Button>
      {isAdmin && (
        <Button
          size="small"
          startIcon={<History />}
          onClick={() => setReadingLog(true)}
          aria-label={t`Registro de accesos del estudio ${typeName}`}
        >
          <Trans>Accesos</Trans>
        </Button>
      )}
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlined />}
        onClick={() => void remove()}
        aria-label={t`Eliminar el estudio ${typeName}`}
      >
        <Trans>Eliminar</Trans>
      </Button>
      {readingLog && <StudyAccessLogDialog studyId={study.id} title={typeName} onClose={() => setReadingLog(false)} />}
      {editing && (
        <EditStudyDialog
          study={study}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      )}
    </Stack>
  );
}
