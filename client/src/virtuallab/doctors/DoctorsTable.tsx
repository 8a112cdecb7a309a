import ChevronRight from '@mui/icons-material/ChevronRight';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { VirtualLabDoctorsQuery } from '../../gql/graphql';

type Doctor = VirtualLabDoctorsQuery['virtualLabDoctors']['edges'][number]['node'];

// On a phone the specialty and email give their room to the name and the count.
const wideOnly = { display: { xs: 'none', md: 'table-cell' } };
const notOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

/** Doctors with specialty, email and patients; a row opens the doctor's patients. */
export function DoctorsTable({ doctors }: { doctors: Doctor[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Table aria-label={t`Doctores`}>
      <TableHead>
        <TableRow>
          <TableCell>
            <Trans>Doctor</Trans>
          </TableCell>
          <TableCell sx={notOnPhone}>
            <Trans>Especialidad</Trans>
          </TableCell>
          <TableCell sx={wideOnly}>
            <Trans>Correo electrónico</Trans>
          </TableCell>
          <TableCell align="right">
            <Trans>Pacientes</Trans>
          </TableCell>
          <TableCell padding="checkbox" sx={notOnPhone} />
        </TableRow>
      </TableHead>
      <TableBody>
        {doctors.map((doctor) => (
          <TableRow
            key={doctor.id}
            hover
            onClick={() => void navigate(`/virtuallab/${doctor.id}`)}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell sx={{ minWidth: 200 }}>
              {/* The link keeps the row reachable from the keyboard; the row click is for the mouse. */}
              <Link
                component={RouterLink}
                to={`/virtuallab/${doctor.id}`}
                underline="hover"
                sx={{ fontWeight: 500 }}
                onClick={(event) => event.stopPropagation()}
              >
                {doctor.fullName}
              </Link>
              {doctor.phone && (
                <Typography variant="body2" color="text.secondary">
                  {doctor.phone}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={notOnPhone}>
              {doctor.specialty ?? (
                <Typography component="span" variant="body2" color="text.secondary">{t`Sin especialidad`}</Typography>
              )}
            </TableCell>
            <TableCell sx={wideOnly}>{doctor.email}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Plural value={doctor.patientCount} one="# paciente" other="# pacientes" />
            </TableCell>
            <TableCell padding="checkbox" sx={notOnPhone}>
              <ChevronRight
                color="action"
                sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
                aria-hidden
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
