export { ListCache, sameVersion, type ListVersion, type SameVersion } from './list-cache.js';
export { LIST_VERSIONS, listVersion, type ListVersionName } from './list-versions.js';
