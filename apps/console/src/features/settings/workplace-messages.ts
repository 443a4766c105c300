import { WORKPLACE_TEXTS } from '@timekeep/contracts';

/**
 * Spec §8 "Kiosk and workplaces": what a workplace save's refusal code shows; any other code as it
 * is. Our server never answers 'no company' (the company is the signed-in user's, from the token),
 * but a server that does is shown the spec's words rather than the bare code.
 */
export function workplaceWarning(code: string): string {
  if (code === 'name repeat') return WORKPLACE_TEXTS.nameRepeat;
  if (code === 'no company') return WORKPLACE_TEXTS.noCompany;
  return code;
}
