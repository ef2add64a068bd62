/** The id of index.html's link to antd's stylesheet (shell/antd-stylesheet.js). */
export const ANTD_STYLESHEET_ID = 'antd-styles';

let applied: Promise<void> | undefined;

/**
 * Makes index.html's preload of antd's stylesheet a stylesheet, and answers once it has loaded (or
 * failed to: the page is still better drawn than not). The theme generates no styles at run time
 * (`zeroRuntime`), so the app renders after this, never as unstyled components. Without the link
 * (unit tests) there is nothing to wait for.
 */
export function applyAntdStylesheet(): Promise<void> {
  applied ??= new Promise<void>((done) => {
    const link = document.getElementById(ANTD_STYLESHEET_ID);
    if (!(link instanceof HTMLLinkElement)) return done();
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
    link.rel = 'stylesheet';
  });
  return applied;
}
