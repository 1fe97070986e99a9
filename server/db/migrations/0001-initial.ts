// Accounts, API keys, the cache tree (nodes and the answers hanging under them) and the request log.
import { DataTypes, type QueryInterface } from 'sequelize';

const id = { type: DataTypes.STRING(36), primaryKey: true, allowNull: false };
const createdAt = { type: DataTypes.DATE, allowNull: false };
const accountRef = {
  type: DataTypes.STRING(36),
  allowNull: false,
  references: { model: 'accounts', key: 'id' },
  onDelete: 'CASCADE',
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('accounts', {
    id,
    email: { type: DataTypes.STRING(320), allowNull: false, unique: true },
    password_hash: { type: DataTypes.STRING(255), allowNull: true },
    created_at: createdAt,
  });

  await qi.createTable('api_keys', {
    id,
    account_id: accountRef,
    name: { type: DataTypes.STRING(100), allowNull: false },
    prefix: { type: DataTypes.STRING(32), allowNull: false },
    secret_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    created_at: createdAt,
    last_used_at: { type: DataTypes.DATE, allowNull: true },
    revoked_at: { type: DataTypes.DATE, allowNull: true },
  });
  await qi.addIndex('api_keys', ['account_id']);

  await qi.createTable('cache_nodes', {
    id,
    account_id: accountRef,
    parent_id: {
      type: DataTypes.STRING(36),
      allowNull: true,
      references: { model: 'cache_nodes', key: 'id' },
      onDelete: 'CASCADE',
    },
    // The canonical JSON of the message (role, content, name, tool_calls, tool_call_id, ...).
    message: { type: DataTypes.TEXT, allowNull: false },
    message_hash: { type: DataTypes.STRING(64), allowNull: false },
    template: { type: DataTypes.TEXT, allowNull: true },
    hits: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    last_hit_at: { type: DataTypes.DATE, allowNull: true },
    created_at: createdAt,
  });
  await qi.addIndex('cache_nodes', ['account_id']);
  await qi.addIndex('cache_nodes', ['parent_id']);

  await qi.createTable('cache_answers', {
    id,
    account_id: accountRef,
    // The node of the request's last message, and the assistant node the answer became.
    node_id: {
      type: DataTypes.STRING(36),
      allowNull: false,
      references: { model: 'cache_nodes', key: 'id' },
      onDelete: 'CASCADE',
    },
    answer_node_id: {
      type: DataTypes.STRING(36),
      allowNull: false,
      references: { model: 'cache_nodes', key: 'id' },
      onDelete: 'CASCADE',
    },
    generation_key: { type: DataTypes.TEXT, allowNull: false },
    generation_key_hash: { type: DataTypes.STRING(64), allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    template: { type: DataTypes.TEXT, allowNull: true },
    hits: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    last_hit_at: { type: DataTypes.DATE, allowNull: true },
    created_at: createdAt,
  });
  await qi.addIndex('cache_answers', ['account_id']);
  await qi.addIndex('cache_answers', ['node_id', 'generation_key_hash'], { unique: true });
  await qi.addIndex('cache_answers', ['answer_node_id']);

  await qi.createTable('request_logs', {
    id,
    account_id: accountRef,
    api_key_id: { type: DataTypes.STRING(36), allowNull: true },
    model: { type: DataTypes.STRING(200), allowNull: true },
    cache_status: { type: DataTypes.STRING(20), allowNull: false },
    upstream_status: { type: DataTypes.INTEGER, allowNull: true },
    latency_ms: { type: DataTypes.FLOAT, allowNull: false },
    prompt_tokens: { type: DataTypes.INTEGER, allowNull: true },
    completion_tokens: { type: DataTypes.INTEGER, allowNull: true },
    total_tokens: { type: DataTypes.INTEGER, allowNull: true },
    // No foreign keys to the tree: deleting a subtree must not rewrite history.
    answer_node_id: { type: DataTypes.STRING(36), allowNull: true },
    node_path: { type: DataTypes.TEXT, allowNull: true },
    bindings: { type: DataTypes.TEXT, allowNull: true },
    error: { type: DataTypes.TEXT, allowNull: true },
    created_at: createdAt,
  });
  await qi.addIndex('request_logs', ['account_id', 'created_at']);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('request_logs');
  await qi.dropTable('cache_answers');
  await qi.dropTable('cache_nodes');
  await qi.dropTable('api_keys');
  await qi.dropTable('accounts');
}
