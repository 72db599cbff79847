// Stylesheets imported for their side effect (Next bundles them).
declare module '*.css';
declare module '@docsearch/css';
