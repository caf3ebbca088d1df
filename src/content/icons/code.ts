// The code icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'm16 18 6-6-6-6M8 6l-6 6 6 6' as IconPath;
