export { toast, toastError, toastSuccess, type ToastOptions, type ToastVariant } from './toast';
export { ToastHost } from './ToastHost';
