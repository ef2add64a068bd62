import { showMatchAlert } from './showMatchAlert';

const alert = { kind: 'wicket' as const, title: 'Wicket: Lion 1', body: 'Lion 1 b Tiger 1 4 (2)', tag: 'wicket-1-1' };

/** A registration whose worker is still activating, as right after a fan opts in. */
function activatingRegistration() {
  const worker = Object.assign(new EventTarget(), { state: 'activating' as ServiceWorkerState });
  const shown: string[] = [];
  const registration = { active: worker, showNotification: async (title: string) => void shown.push(title) };
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: { serviceWorker: { getRegistration: async () => registration, ready: Promise.resolve(registration) } },
  });
  const activate = () => {
    worker.state = 'activated';
    worker.dispatchEvent(new Event('statechange'));
  };
  return { shown, activate };
}

describe('showMatchAlert', () => {
  it('shows the alert once the service worker has finished activating, not while it activates', async () => {
    const { shown, activate } = activatingRegistration();
    const showing = showMatchAlert(7, alert);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shown).toEqual([]);

    activate();
    await showing;
    expect(shown).toEqual(['Wicket: Lion 1']);
  });
});
