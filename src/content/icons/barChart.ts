// The barChart icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'M12 20V10M18 20V4M6 20v-4' as IconPath;
