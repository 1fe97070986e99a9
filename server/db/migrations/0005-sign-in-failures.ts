// Failed sign-ins, counted in the database so the limits hold across every instance. Keys are
// SHA-256 hashes of "scope:email|address": no email or address is stored in clear here.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('sign_in_failures', {
    key: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
    count: { type: DataTypes.INTEGER, allowNull: false },
    /** Epoch milliseconds when the counting window started. */
    since: { type: DataTypes.BIGINT, allowNull: false },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('sign_in_failures');
}
