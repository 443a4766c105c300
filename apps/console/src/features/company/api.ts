import { useQuery } from '@tanstack/react-query';
import {
  childStructureSchema,
  companyInfoSchema,
  departmentDetailSchema,
  departmentSaveReplySchema,
  logoUploadReplySchema,
  messageReplySchema,
  myobAdvancedConnectionSchema,
  uploadConnectionSchema,
  namedSchema,
  structureLevelRowSchema,
} from '@timekeep/contracts';
import { z } from 'zod';
import { request } from '../../api/http';
import { API_BASE } from '../../api/base';
import { LOOKUP } from '../../api/lookup';
import { keys as structureKeys } from '../structure/api';

/**
 * The company's detail, departments, structure levels and connections (spec §2 "Company", §3), and
 * the lookups its forms use; the tree other screens read is features/structure.
 */
export const keys = {
  info: ['company', 'info'],
  levels: ['company', 'structure-levels'],
  /** Under the structure's keys: a change to the structure refreshes them too. */
  department: (id: string | undefined) => [...structureKeys.all, 'detail', id] as const,
  child: (parent: string | undefined) => [...structureKeys.all, 'child', parent] as const,
  supervisors: ['supervisors'],
  myobConnection: ['integrations', 'myob-advanced'],
  uploadConnection: (kind: UploadKind) => ['integrations', kind] as const,
} as const;

const namedList = z.array(namedSchema);

export const useCompanyInfo = () => useQuery({ queryKey: keys.info, queryFn: () => request(companyInfoSchema, '/api/company/info') });

export const useDepartment = (id: string | undefined) =>
  useQuery({ queryKey: keys.department(id), queryFn: () => request(departmentDetailSchema, `/api/departments/${id}`), enabled: !!id });

export const useChildStructure = (parent: string | undefined) =>
  useQuery({ queryKey: keys.child(parent), queryFn: () => request(childStructureSchema, `/api/departments/${parent}/child-company-structure`), enabled: !!parent });

export const useSupervisors = () => useQuery({ ...LOOKUP, queryKey: keys.supervisors, queryFn: () => request(namedList, '/api/users/supervisors') });

export const useStructureLevels = () => useQuery({ ...LOOKUP, queryKey: keys.levels, queryFn: () => request(z.array(structureLevelRowSchema), '/api/company-structures') });

export const useMyobConnection = () => useQuery({ queryKey: keys.myobConnection, queryFn: () => request(myobAdvancedConnectionSchema, '/api/integrations/myob-advanced') });

/** Where the company's logo is read back (public, for an <img>). */
export const logoUrl = (fileName: string | null) => (fileName ? `${API_BASE}/api/company/logo?logoUrl=${fileName}` : undefined);

/** POST /api/company/logo: stores and sets the company's logo at once. */
export function uploadLogo(file: File) {
  const form = new FormData();
  form.append('logoFile', file);
  return request(logoUploadReplySchema, '/api/company/logo', { method: 'POST', body: form });
}

export const saveCompany = (payload: object) => request(messageReplySchema, '/mydetail/save', { method: 'POST', body: payload });

export const saveDepartment = (payload: object) => request(departmentSaveReplySchema, '/department/save', { method: 'POST', body: payload });

export const deleteDepartment = (id: string) => request(messageReplySchema, '/department/delete', { method: 'POST', body: { ids: [id] } });

export const saveStructureLevels = (levels: Array<{ id: string; labelName: string; timeZone: string; isActive: boolean }>) =>
  request(messageReplySchema, '/structure/update', { method: 'POST', body: levels });

/** Our paths' names of the GreenTree and AX job costing upload endpoints (docs/decisions/0039-timesheet-transfers.md). */
export type UploadKind = 'greentree' | 'ax';
export const useUploadConnection = (kind: UploadKind) => useQuery({ queryKey: keys.uploadConnection(kind), queryFn: () => request(uploadConnectionSchema, `/api/integrations/${kind}`) });
export const saveUploadConnection = (kind: UploadKind, payload: object) => request(messageReplySchema, `/integrations/${kind}/save`, { method: 'POST', body: payload });

export const saveMyobConnection = (payload: object) => request(messageReplySchema, '/integrations/myob-advanced/save', { method: 'POST', body: payload });
