// The trash icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6' as IconPath;
