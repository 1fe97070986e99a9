// Dashboard sessions (Lucia's design): the id is the SHA-256 of the token in the cookie.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('sessions', {
    id: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
    account_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'accounts', key: 'id' }, onDelete: 'CASCADE' },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('sessions', ['account_id']);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('sessions');
}
