import { challengeTag } from './protocol';

interface ChallengeConfig {
  parentOrigin: string;
}

/**
 * The Enter or Space that pressed 'Pay now' in the shop, held or released after the challenge
 * opened, must not approve, refuse or cancel it: a key repeat presses nothing here, nor does the
 * release of a Space that went down outside this page. Clicks themselves are not filtered, so a
 * screen reader's or a pointer's press always counts.
 */
function guardKeys(): void {
  let spaceDown = false;
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      if (event.repeat) event.preventDefault();
      else if (event.key === ' ') spaceDown = true;
    },
    true,
  );
  document.addEventListener(
    'keyup',
    (event) => {
      if (event.key !== ' ') return;
      if (!spaceDown) event.preventDefault();
      spaceDown = false;
    },
    true,
  );
}

/** The demo issuer's challenge: the visitor approves, refuses or cancels; the parent hears which. */
function boot(): void {
  const { parentOrigin } = JSON.parse(
    document.getElementById('challenge-config')!.textContent ?? '{}',
  ) as ChallengeConfig;
  const status = document.getElementById('challenge-status')!;
  guardKeys();
  let answered = false;
  const send = (result: string) => {
    if (answered) return;
    answered = true;
    for (const other of document.querySelectorAll('button')) other.disabled = true;
    status.textContent = 'Thank you. Returning to the shop…';
    window.parent.postMessage({ source: challengeTag, result }, parentOrigin);
  };
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-result]')) {
    button.addEventListener('click', () => send(button.dataset.result!));
  }
  // Escape here is what it is on the shop's window around this frame: cancelling.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !event.repeat) send('cancelled');
  });
}

boot();
