import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CmsModule } from '../../../api/types';
import { useHostConfig } from '../../../config/HostConfigContext';
import { moduleAudience, type ModuleAudience } from '../visibility';

/** Who sees each of these modules here: visitors by the modules' visibility rules, CMS editors all. */
export function useAudiences(
  modules: readonly CmsModule[],
  pageType: string,
  giataCode: number | undefined,
): ModuleAudience[] {
  const { cmsUser, features } = useHostConfig();
  const { search } = useLocation();
  // Expiry is judged when the modules are shown: a module does not vanish under the reader.
  const [now] = useState(() => Date.now());
  const context = {
    pageType,
    cmsUser,
    now,
    milesProgramme: features.milesProgramme,
    search,
    ...(giataCode !== undefined ? { giataCode } : {}),
  };
  return modules.map((module) => moduleAudience(module, context));
}
