export { formatDate, formatDateTime, formatDayHeading, formatMonth, formatShortDate } from './format';
