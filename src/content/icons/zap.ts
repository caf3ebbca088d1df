// The zap icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'M13 2 3 14h9l-1 8 10-12h-9l1-8Z' as IconPath;
