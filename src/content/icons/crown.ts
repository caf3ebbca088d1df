// The crown icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'M2 6l4 12h12l4-12-6 5-4-7-4 7-6-5ZM6 21h12' as IconPath;
