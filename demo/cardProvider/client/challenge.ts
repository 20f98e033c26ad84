import { challengeTag } from './protocol';

interface ChallengeConfig {
  parentOrigin: string;
}

/** The demo issuer's challenge: the visitor approves, refuses or cancels; the parent hears which. */
function boot(): void {
  const { parentOrigin } = JSON.parse(
    document.getElementById('challenge-config')!.textContent ?? '{}',
  ) as ChallengeConfig;
  const status = document.getElementById('challenge-status')!;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-result]')) {
    button.addEventListener('click', () => {
      const result = button.dataset.result!;
      for (const other of document.querySelectorAll('button')) other.disabled = true;
      status.textContent = 'Thank you. Returning to the shop…';
      window.parent.postMessage({ source: challengeTag, result }, parentOrigin);
    });
  }
}

boot();
