export { arEG as muiTexts } from '@mui/material/locale';
