/**
 * Reusability of a rights statement, as the Search API's `reusability` parameter groups them
 * (KB "Search API Request Parameters": open = PDM, CC0, CC BY, CC BY-SA; restricted = NC/ND variants,
 * InC-EDU, NoC-NC, NoC-OKLR; permission = InC, InC-OW-EU, CNE and the retired rr-* statements).
 */
export type Reusability = 'open' | 'restricted' | 'permission' | 'uncategorized';

export function reusabilityOf(rights: string): Reusability {
  const uri = rights.toLowerCase();
  if (uri.includes('/publicdomain/mark/') || uri.includes('/publicdomain/zero/')) return 'open';
  if (/\/licenses\/by(-sa)?\//.test(uri)) return 'open';
  if (/\/licenses\/by-(nc|nd|nc-sa|nc-nd)\//.test(uri)) return 'restricted';
  if (uri.includes('/inc-edu/') || uri.includes('/noc-nc/') || uri.includes('/noc-oklr/')) return 'restricted';
  if (uri.includes('rightsstatements.org/vocab/') || uri.includes('/rights/rr-')) return 'permission';
  return 'uncategorized';
}

export const CC0 = 'http://creativecommons.org/publicdomain/zero/1.0/';
export const PDM = 'http://creativecommons.org/publicdomain/mark/1.0/';
