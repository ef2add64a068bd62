import { MATCH_TEXTS } from '@cricket/contracts';
import { toastError, toastSuccess } from '@cricket/shell-sdk';
import { MATCH_SCREEN_TEXTS } from '../../texts';

/** Copies the shareable /matches/{id} link (core §8: 'Link Copied'). */
export async function shareMatch(id: number) {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}/matches/${id}`);
    toastSuccess(MATCH_TEXTS.linkCopiedTitle, MATCH_TEXTS.linkCopied);
  } catch {
    toastError(MATCH_SCREEN_TEXTS.copyFailedTitle, MATCH_TEXTS.linkCopyFailed);
  }
}
