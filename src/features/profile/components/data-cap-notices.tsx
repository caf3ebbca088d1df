// Toasts on every dashboard page when this month's data use reaches 80 % of the learner's cap, and when it reaches the cap.
import { useEffect } from 'react';
import { formatBytes, type CapState } from '../../../lib/data-usage';
import { keepUsingData, refreshUsageMeter, usageMeterStore } from '../../../lib/data-usage-store';
import { toaster } from '../../../ui/toaster';
import { t } from '../../../lib/i18n';
import { profileTexts } from '../texts';

const m = profileTexts.usage;

export function DataCapNotices() {
  useEffect(() => {
    // Each state is announced once per page load when it is entered (or found on opening).
    let announced: CapState = 'off';
    const announce = () => {
      const { cap, totals, settings, loaded } = usageMeterStore.getState();
      if (!loaded || cap === announced) return;
      if (cap === 'warning' && announced !== 'over' && settings.capBytes !== null) {
        toaster.create({ type: 'warning', title: t(m.warningTitle), description: t(m.warningText, { used: formatBytes(totals.total), cap: formatBytes(settings.capBytes) }), duration: 10_000 });
      }
      if (cap === 'over') {
        toaster.create({ type: 'error', title: t(m.overTitle), description: t(m.overText), duration: 15_000, action: { label: t(m.keepUsing), onClick: () => void keepUsingData() } });
      }
      announced = cap;
    };
    const unsubscribe = usageMeterStore.subscribe(announce);
    void refreshUsageMeter().then(announce);
    return unsubscribe;
  }, []);
  return null;
}
