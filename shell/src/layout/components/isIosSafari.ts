/** iPhone or iPad Safari (not Chrome, Firefox or Edge on iOS, which also say Safari). */
export function isIosSafari(userAgent: string): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}
