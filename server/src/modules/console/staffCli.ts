import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { STAFF_ROLE_NAMES, STAFF_ROLES } from '../../../../contract/vocabulary/staff';
import { createDatabase } from '../../platform/db/client';
import { runMigrations } from '../../platform/db/migrate';
import { addStaff, changeStaffRole, listStaff, setStaffDisabled } from './staffAccounts';

const roles = STAFF_ROLES.map((role) => `${role}（${STAFF_ROLE_NAMES[role]}）`).join('、');
const usage = `用法：
  npm run staff -- add --phone 手机号 --role 角色 [--name 姓名] [--password 密码]
  npm run staff -- role --id 员工编号 --role 角色
  npm run staff -- disable --id 员工编号      （停用，其会话立即失效；enable 恢复）
  npm run staff -- list
角色：${roles}
不给 --password 时生成一个随机密码并只显示这一次；首次登录运营后台时绑定身份验证器。`;

/** A password that passes the staff rule: letters and digits, 16 characters. */
function generatedPassword(): string {
  return `${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}7a`;
}

/** Manages staff accounts on the configured database (DATABASE_URL, else PGlite in DATA_DIR or ./data). */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      phone: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      id: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const command = positionals[0];
  const ready =
    (command === 'add' && values.phone && values.role) ||
    (command === 'role' && values.id && values.role) ||
    ((command === 'disable' || command === 'enable') && values.id) ||
    command === 'list';
  if (values.help || !ready) {
    console.log(usage);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const handle = await createDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  });
  try {
    await runMigrations(handle);
    if (command === 'add') {
      const password = values.password ?? generatedPassword();
      const member = await addStaff(handle.db, {
        phone: values.phone!,
        role: values.role!,
        name: values.name ?? `员工${values.phone!.slice(-4)}`,
        password,
      });
      console.log(`已添加员工 #${member.id}：${member.name}（${member.phone}，${STAFF_ROLE_NAMES[member.role]}）`);
      if (!values.password) console.log(`初始密码：${password}（只显示这一次）`);
    } else if (command === 'role') {
      const member = await changeStaffRole(handle.db, Number(values.id), values.role!, null);
      console.log(`员工 #${member.id} ${member.name} 现在是${STAFF_ROLE_NAMES[member.role]}，其登录会话已失效`);
    } else if (command === 'disable' || command === 'enable') {
      const member = await setStaffDisabled(handle.db, Number(values.id), command === 'disable', null);
      console.log(`员工 #${member.id} ${member.name} ${member.disabledAt ? '已停用，其登录会话已失效' : '已恢复'}`);
    } else {
      const staff = await listStaff(handle.db);
      if (staff.length === 0) console.log('还没有员工账号：npm run staff -- add --phone 手机号 --role owner');
      for (const member of staff)
        console.log(
          `#${member.id}\t${member.phone}\t${member.name}\t${member.roleName}${member.authenticator ? '' : '\t未绑定验证器'}${member.disabled ? '\t已停用' : ''}`,
        );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('操作失败：', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
