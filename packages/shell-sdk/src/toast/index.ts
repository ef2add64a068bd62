export { toast, toastError, toastSuccess, type ToastOptions, type ToastVariant } from './toast';
export { preloadToastHost, ToastHost } from './ToastHost';
