import { meView } from '@fund/contracts/testing';

/** A GET /api/me answer for a signed-in admin (the shared factory's record, issue 22 item 3). */
export const ADMIN_ME = meView({ id: '7', role: 'admin', fullName: 'Amina Rahman', profilePhotoUrl: '/objects/amina.png' });
