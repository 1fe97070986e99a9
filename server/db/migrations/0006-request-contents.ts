// The request log stands on its own: each row points at the request it received and the answer
// (or error) it gave, stored once per distinct text in request_contents, so deleting cache entries
// never rewrites history. Identical hits within one flush window share a row and count there.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('request_logs', 'count', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 });
  await qi.addColumn('request_logs', 'last_at', { type: DataTypes.DATE, allowNull: true });
  await qi.addColumn('request_logs', 'latency_max_ms', { type: DataTypes.FLOAT, allowNull: true });
  await qi.addColumn('request_logs', 'stream', { type: DataTypes.BOOLEAN, allowNull: true });
  await qi.addColumn('request_logs', 'request_hash', { type: DataTypes.STRING(64), allowNull: true });
  await qi.addColumn('request_logs', 'response_hash', { type: DataTypes.STRING(64), allowNull: true });
  await qi.createTable('request_contents', {
    account_id: { type: DataTypes.STRING(36), allowNull: false, primaryKey: true, references: { model: 'accounts', key: 'id' }, onDelete: 'CASCADE' },
    /** SHA-256 (hex) of the body: one row per distinct text per account. */
    hash: { type: DataTypes.STRING(64), allowNull: false, primaryKey: true },
    body: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('request_contents', ['created_at']);
  // Retention removes by age, and keeps the texts rows still point at.
  await qi.addIndex('request_logs', ['created_at']);
  await qi.addIndex('request_logs', ['account_id', 'request_hash']);
  await qi.addIndex('request_logs', ['account_id', 'response_hash']);
  // Savings look up the miss that recorded each answer served.
  await qi.addIndex('request_logs', ['account_id', 'answer_node_id']);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('request_contents');
  for (const column of ['count', 'last_at', 'latency_max_ms', 'stream', 'request_hash', 'response_hash']) await qi.removeColumn('request_logs', column);
}
