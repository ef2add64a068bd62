import { apiGet, errorMessage } from '@cricket/shell-sdk';
import { listFrom } from './listAnswer';

/**
 * Reads a list that may come wrapped or bare (core §3). A failure reads
 * '{failedText}: {server message}' (core §8: 'Failed to fetch teams' with the server's message).
 */
export async function fetchList<T>(path: string, key: string, failedText: string, params?: Record<string, string>): Promise<T[]> {
  try {
    return listFrom<T>(await apiGet<unknown>(path, params), key);
  } catch (error) {
    throw new Error(`${failedText}: ${errorMessage(error, '')}`.replace(/: $/, ''));
  }
}
