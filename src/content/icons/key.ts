// The key icon's path data (24×24, stroked), one module per icon: see ../icon-paths.ts.
import type { IconPath } from '../icon-path';

export default 'M7.5 21a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Zm3.9-9.4L21 2m-5 5 3 3m-5.5-5.5 3 3' as IconPath;
