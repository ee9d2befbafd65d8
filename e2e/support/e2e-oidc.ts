/** The local OpenID provider of the end-to-end run: it signs in this demo user as "Google". */
export const E2E_OIDC = {
  clientId: 'e2e-google',
  accountEmail: 'company.leader@demo.example',
} as const;
