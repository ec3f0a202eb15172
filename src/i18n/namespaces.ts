/** Translation namespaces, one JSON file each under public/locales/{lang}/. */
export const namespaces = ['common', 'validation', 'home', 'catalogue', 'quote', 'leads', 'auth', 'pages', 'admin', 'orders', 'security', 'membership', 'business', 'members'] as const;
export type Namespace = (typeof namespaces)[number];
