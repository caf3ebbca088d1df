// The header's "Data saver on" marker: visible whenever data saver is on (chosen, or the browser's Save-Data), a link to the setting.
import { Badge } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useDataSaver } from '../../lib/data-settings';
import { useT } from '../../lib/i18n';
import { appShellTexts } from '../app-shell-texts';

export function DataSaverMarker() {
  const t = useT();
  const on = useDataSaver();
  if (!on) return null;
  return (
    <Badge asChild colorPalette="green" variant="subtle" flexShrink={0} data-testid="data-saver-marker">
      <RouterLink to="/dashboard/profile" title={t(appShellTexts.dashboard.dataSaverDetails)}>
        {t(appShellTexts.dashboard.dataSaverOn)}
      </RouterLink>
    </Badge>
  );
}
