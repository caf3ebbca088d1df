// How the discussion screens report a refused write: an error toast; the answer says whether the write went through.
import type { CommandResult } from '../../../lib/command-result.ts';
import { t as translate } from '../../../lib/i18n';
import { toaster } from '../../../ui/toaster.tsx';
import { communityTexts } from '../texts.ts';

export function reportFailure(result: CommandResult<unknown>): boolean {
  if (result.ok) return true;
  toaster.create({ type: 'error', title: translate(communityTexts.form.errorTitle), description: result.error });
  return false;
}
