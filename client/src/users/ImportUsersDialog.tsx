import { useMutation } from '@apollo/client/react';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { serverErrorMessage } from '../api/graphql-errors';
import { ImportUsersDocument, type ImportUsersMutation } from '../gql/graphql';
import { translateServerMessage } from '../i18n/server-messages';

type Report = ImportUsersMutation['importUsers'];
type Props = { onClose: () => void; onImported: () => void };

/** "Importar CSV": choose a file, send it, then the report of accepted and rejected rows. */
export function ImportUsersDialog({ onClose, onImported }: Props) {
  const { t } = useLingui();
  const [importUsers, { loading }] = useMutation(ImportUsersDocument);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const send = async () => {
    if (!file) return;
    setProblem(null);
    try {
      const { data } = await importUsers({ variables: { file } });
      if (!data) return;
      setReport(data.importUsers);
      if (data.importUsers.accepted.length > 0) onImported();
    } catch (error) {
      setProblem(serverErrorMessage(error));
    }
  };

  const accepted = report?.accepted.length ?? 0;
  const fileName = file?.name ?? '';
  return (
    <Dialog open onClose={loading ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="import-users-title">
      <DialogTitle id="import-users-title">{t`Importar usuarios desde CSV`}</DialogTitle>
      <DialogContent>
        {!report ? (
          <>
            <DialogContentText>
              <Trans>
                El archivo debe tener las columnas name, lastname, mother_lastname, email, phone y type (y doctor_email
                para los pacientes). Las filas válidas se importan juntas; las que tengan un error no se importan y
                verás el motivo de cada una.
              </Trans>
            </DialogContentText>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              hidden
              data-testid="import-users-input"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <Button
              variant="outlined"
              startIcon={<UploadFile />}
              sx={{ mt: 2 }}
              onClick={() => fileInput.current?.click()}
            >
              <Trans>Elegir archivo</Trans>
            </Button>
            {file && <Typography sx={{ mt: 1 }}>{t`Archivo: ${fileName}`}</Typography>}
            {problem && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            )}
          </>
        ) : (
          <>
            <Alert severity={report.rejected.length === 0 ? 'success' : 'warning'}>
              <Plural value={accepted} one="# aceptado" other="# aceptados" />
            </Alert>
            {accepted > 0 && (
              <Alert severity="info" sx={{ mt: 2 }}>
                <Trans>
                  Cada cuenta nueva recibirá por correo un enlace para crear su contraseña. Si el servidor de correo
                  falla, el envío se reintenta solo; puedes seguirlo en Ajustes › Tareas en segundo plano.
                </Trans>
              </Alert>
            )}
            {report.rejected.length > 0 && (
              <Table size="small" aria-label={t`Filas rechazadas`} sx={{ mt: 2 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <Trans>Fila</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Correo electrónico</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Motivo</Trans>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.rejected.map((row) => (
                    <TableRow key={`${row.row}-${row.field}`}>
                      <TableCell>{row.row}</TableCell>
                      <TableCell>{row.email ?? ''}</TableCell>
                      <TableCell>{translateServerMessage(row.reason)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={loading}>
          {report ? <Trans>Cerrar</Trans> : <Trans>Cancelar</Trans>}
        </Button>
        {!report && (
          <Button variant="contained" onClick={() => void send()} disabled={!file || loading}>
            <Trans>Importar</Trans>
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
