export { koKR as muiTexts } from '@mui/material/locale';
