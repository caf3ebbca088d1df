// The bookOpen icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2V3Zm20 0h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7V3Z' as IconPath;
