// The chevronDown icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'M6 9l6 6 6-6' as IconPath;
