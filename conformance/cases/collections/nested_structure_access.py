"""Reading and updating nested dicts and lists."""

config = {'db': {'host': 'localhost', 'port': 5432}, 'servers': [{'name': 'a', 'port': 80}, {'name': 'b', 'port': 443}]}

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("config['db']['host']", lambda: config['db']['host'])
show("config['servers'][1]['port']", lambda: config['servers'][1]['port'])
show("[s['name'] for s in config['servers']]", lambda: [s['name'] for s in config['servers']])
show("config.get('cache', {}).get('ttl', 60)", lambda: config.get('cache', {}).get('ttl', 60))
show("(config['db'].update(port=5433), config['db'])[1]", lambda: (config['db'].update(port=5433), config['db'])[1])
show("sum(s['port'] for s in config['servers'])", lambda: sum(s['port'] for s in config['servers']))
show("config['servers'][5]", lambda: config['servers'][5])
show("config['db']['missing']", lambda: config['db']['missing'])
