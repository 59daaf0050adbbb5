/**
 * The query of a route that takes no parameters (the plain catalogue lists): the global
 * validation refuses any key, as it refuses unknown keys everywhere (400 VALIDATION.FAILED), so a
 * client sending react-admin's sort/range/filter here learns at once that they belong to /api/admin.
 */
export class NoQueryDto {}
