// Which brand the page wears. Signed in: the site's brand from the login data. Before that (login page):
// the brand of the pin being typed, looked up by the login screen; else the one remembered from the last
// visit; else the default. A tiny valtio slice of its own, so the login screen can set it.
import { proxy } from 'valtio';
import type { BrandInfo, LoginData } from '../../../../contract/login-data.ts';
import { rememberedBrand } from './apply-brand.ts';
import { DEFAULT_BRAND, safeBrand } from './brand.ts';

export const brandState = proxy<{ pinBrand: BrandInfo | null; remembered: BrandInfo | null }>({
  pinBrand: null,
  // Read at load: the very first paint (the splash) already wears the brand of the last visit.
  remembered: rememberedBrand(),
});

export const brandActions = {
  pinBrand(brand: BrandInfo | null): void {
    brandState.pinBrand = brand === null ? null : safeBrand(brand);
  },
};

export function activeBrand(
  loginData: Pick<LoginData, 'brand'> | null,
  state: { pinBrand: BrandInfo | null; remembered: BrandInfo | null },
): BrandInfo {
  if (loginData !== null) return safeBrand(loginData.brand);
  return state.pinBrand ?? state.remembered ?? DEFAULT_BRAND;
}
